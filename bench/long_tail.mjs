// The long-tail load: many different addresses over several sites, in turn, as crawlers, ad clicks
// and shoppers spread over the stock. Reads {"port", "connections", "seconds", "timeout",
// "accept_encoding", "targets": [{"host", "path"}]} on stdin; prints autocannon's result with the
// status counts.
import autocannon from "autocannon";

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const plan = JSON.parse(Buffer.concat(chunks).toString());
let next = 0;

const result = await autocannon({
  url: `http://127.0.0.1:${plan.port}`,
  connections: plan.connections,
  duration: plan.seconds,
  timeout: plan.timeout,
  headers: { "accept-encoding": plan.accept_encoding },
  requests: [
    {
      setupRequest: (request) => {
        const target = plan.targets[next++ % plan.targets.length];
        return { ...request, path: target.path, headers: { ...request.headers, host: target.host } };
      },
    },
  ],
});
const statuses = {};
for (const [code, stat] of Object.entries(result.statusCodeStats || {})) statuses[code] = stat.count;
process.stdout.write(
  JSON.stringify({
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    timeouts: result.timeouts,
    errors: result.errors,
    statuses,
  }),
);
