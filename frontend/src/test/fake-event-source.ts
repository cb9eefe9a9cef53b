/** An EventSource that a test drives: `emit` an event, `fail` as the browser does when a stream
 * drops (reconnecting) or is refused (closed). Every instance is kept in `FakeEventSource.opened`. */
type Listener = (event: MessageEvent<string>) => void;

export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  readonly url: string;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(url = "") {
    this.url = url;
    FakeEventSource.opened.push(this);
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.opened.at(-1);
    if (!source) throw new Error("no EventSource was opened");
    return source;
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.dispatch("open", "");
  }

  emit(type: string, data: unknown): void {
    this.dispatch(type, typeof data === "string" ? data : JSON.stringify(data));
  }

  /** `closed`: the browser gives up (an HTTP error); otherwise it reconnects by itself. */
  fail({ closed = false } = {}): void {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatch("error", "");
  }

  private dispatch(type: string, data: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}
