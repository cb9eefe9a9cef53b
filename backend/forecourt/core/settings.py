"""Process-wide settings, read once from the environment (prefix FORECOURT_, plus DATABASE_URL/REDIS_URL)."""

from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal
from urllib.parse import urlsplit

from fastapi import Depends, Request
from limits import parse
from pydantic import AliasChoices, Field, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from forecourt.core.hosts import parse_host

BACKEND_DIR = Path(__file__).resolve().parents[2]
REPO_DIR = BACKEND_DIR.parent


# Moving-window limits per endpoint family ("N/second|minute|hour|day"), keyed as each endpoint
# declares (site + IP, phone, ...). Generous: they stop floods, not shoppers.
RATE_LIMITS: dict[str, str] = {
    "events": "300/minute",
    "phone_reveal": "60/minute",
    "car_view": "300/minute",
    # Per site and IP: a family behind one address sends a few; a script sends hundreds.
    "leads": "20/minute",
    "captcha": "60/minute",
    "delivery_quote": "60/minute",
    # A plate lookup per guess: enough for a shopper's typos, not for walking the registry.
    "rego_lookup": "20/minute",
    # One-time codes: at most 5 per phone an hour. Per address, 200 an hour (a showroom's
    # Wi-Fi or a mobile carrier's shared address serves many shoppers), and beyond the first
    # 3 an hour each send needs the captcha's proof of work. The contact check answers
    # whether a phone is known, so it is limited like a lookup.
    "otp_phone": "5/hour",
    "otp_ip": "200/hour",
    "otp_ip_unproven": "3/hour",
    "contact_check": "20/minute",
    "finance_quote": "60/minute",
    "watchlist": "60/minute",
    "saved_searches": "30/minute",
    "unsubscribe": "30/minute",
    # Paying a deposit: each try reaches the payment service.
    "payments": "10/minute",
    # Console sign-in per site and IP (a password guesser's pace), and reset links.
    "console_sign_in": "10/minute",
    "console_links": "10/hour",
    # Operators creating and changing sites, and owners asking for a domain's DNS check
    # (each check sends a few DNS queries).
    "platform_sites": "60/minute",
    "domain_checks": "20/minute",
    # Messages a console user sends a shopper or a colleague (replies, assignment alerts).
    "lead_messages": "30/minute",
    # Appointments moved or cancelled (each tells the shopper by e-mail and text).
    "appointment_messages": "30/minute",
    # Images the console makes while the request waits (an offer's): each decodes a photo.
    "image_uploads": "30/minute",
}


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="FORECOURT_", extra="ignore")

    env: Literal["development", "production", "test"] = "development"
    database_url: str = Field(
        default=f"sqlite+aiosqlite:///{REPO_DIR / 'var' / 'forecourt.db'}",
        validation_alias=AliasChoices("DATABASE_URL", "FORECOURT_DATABASE_URL"),
    )
    database_schema: str | None = None  # PostgreSQL schema (search_path); None: the default
    redis_url: str | None = Field(
        default=None, validation_alias=AliasChoices("REDIS_URL", "FORECOURT_REDIS_URL")
    )
    # Host names that serve the platform's own page (the list of demo sites), not a dealer site.
    platform_hosts: list[str] = ["localhost", "127.0.0.1"]
    # Suffix that maps `{slug}.{suffix}` to a site without a domains row (development hosts).
    dev_host_suffix: str = "localhost"
    var_dir: Path = REPO_DIR / "var"
    frontend_dist: Path = REPO_DIR / "frontend" / "dist"
    public_base_scheme: str = "https"  # of a site's primary domain, in its absolute URLs
    # Where the platform is reached, as links in e-mails and texts must name it: a site without
    # a primary domain is linked at {scheme}://{slug}.{dev_host_suffix}:{port} of this address
    # (tenancy/urls.py), never at the host a request happened to carry. `forecourt serve` sets
    # it to http://localhost:{its port} unless the environment does.
    platform_base_url: str = "http://localhost:8000"
    # Pages with a first screen (home, search, a car) carry their markup, rendered by the app's own
    # components in an embedded V8 (pages/server_render.py); the app hydrates it. Off, the
    # browser renders every page from the inlined data, as when a render fails.
    server_render: bool = True

    # Bounded work per request (architecture principle 10).
    max_body_bytes: int = 1024 * 1024  # JSON bodies; upload endpoints register their own cap
    # Longer query strings answer 414, more parameters (repeats included) 422. Above anything the
    # documented parameters allow together in practice (search: 100 values of 200 characters for
    # one attribute), far below what would cost real work.
    max_query_bytes: int = 64 * 1024
    max_query_params: int = 1000
    # Database connections a process's requests share; background jobs (the outbox, photos,
    # feeds, sweeps) have their own few, so a rush of shoppers never starves a lead's delivery.
    db_pool_size: int = Field(10, ge=1)
    db_max_overflow: int = Field(10, ge=0)
    db_jobs_pool_size: int = Field(3, ge=1)
    # Requests in flight at once (None: as many as the pool has connections); beyond them up to
    # `admission_queue` wait in turn, at most `admission_wait_seconds`. A request beyond the
    # queue, or whose turn would come after that wait at the recent pace, is answered 503 with
    # Retry-After at once (core/admission.py): over capacity the server says so instead of
    # letting every request wait for a connection.
    max_in_flight: int | None = Field(None, ge=1)
    admission_queue: int = Field(200, ge=0)
    admission_wait_seconds: float = Field(1.0, gt=0)
    image_cache_max_bytes: int = 2 * 1024**3  # resized images on disk, least recently used evicted
    # Where uploaded photos and made pictures live (media/storage.py): unset, var/media on this
    # host; `file:///a/folder`; or `s3://bucket[/prefix]`, an S3-compatible object store whose
    # endpoint and credentials are the standard AWS_* variables. Several hosts need the latter.
    media_url: str | None = None
    # Search indexes in memory per process, least recently used evicted beyond it.
    search_index_max_bytes: int = 512 * 1024**2
    # Indexes written once to var/search-index and mapped by every worker process of one server,
    # instead of one copy per worker (search/index_store.py). Off: each process holds its own.
    search_index_shared: bool = True
    # The generation of those indexes that `forecourt serve` hands its worker processes (through
    # FORECOURT_INDEX_GENERATION in the environment they inherit); None: the app makes its own.
    index_generation: str | None = None
    # The directory where `forecourt serve`'s workers keep pages and answers for one another
    # (core/disk_cache.py), which it makes and removes; None: each process keeps its own in memory.
    # Redis, when set, is used instead and shared by every server.
    shared_cache_dir: Path | None = None
    # Pages made before they are asked for (web/pages_ahead.py): every car's page and answer, most
    # viewed first, after the server starts and after each change, by one worker of each server.
    pages_ahead: bool = True
    # How long one Server-Sent Events stream lasts before the browser reconnects (bounded work
    # per connection; a deployment can restart under it).
    event_stream_seconds: float = 300.0
    # Moving-window limits per endpoint family (RATE_LIMITS above). FORECOURT_RATE_LIMITS names
    # only those it changes: the rest keep their default, and an unknown name or a malformed
    # limit stops the process at start instead of failing the endpoint's requests.
    rate_limits: dict[str, str] = RATE_LIMITS
    # Addresses (IPs or CIDRs) of the reverse proxies whose X-Forwarded-Proto/-For/-Host headers
    # are believed; from anyone else those headers are ignored.
    trusted_proxies: list[str] = []
    log_level: str = "INFO"

    # Custom domains (tenancy/domains.py): what a dealer's DNS names to reach the platform, a
    # CNAME to `custom_domain_target` or (for a bare domain, which cannot have a CNAME) A records
    # to `custom_domain_addresses`; and the name servers the check asks ("host" or "host:port";
    # empty: the system's, from /etc/resolv.conf).
    custom_domain_target: str = "sites.forecourt.localhost"
    custom_domain_addresses: list[str] = ["127.0.0.1"]
    dns_nameservers: list[str] = []
    dns_timeout_seconds: float = Field(5.0, gt=0, le=30)
    # An offboarded site's data is deleted this many days after its archive is made.
    offboarding_grace_days: int = Field(30, ge=0)

    # Outgoing e-mail: smtp://user:pass@host:port or smtps://...; unset keeps every message in
    # the development mailbox (/dev/mailbox when env is development: a site's host shows that
    # site's messages, the platform host every site's).
    smtp_url: str | None = None
    mail_from: str = "leads@forecourt.localhost"
    # Text messages: an HTTP SMS gateway (POST {to, from, text}, bearer token); unset keeps every
    # text in the development mailbox.
    sms_gateway_url: str | None = None
    sms_gateway_token: str | None = None
    # The outbox dispatcher runs inside each app process unless workers are run separately
    # (`forecourt worker`); polling is the fallback, a commit in the same process wakes it at once.
    outbox_in_process: bool = True
    outbox_poll_seconds: float = Field(1.0, gt=0, le=60)
    # Scheduled stock feeds: fetched over HTTPS only, verified against the system's certificate
    # authorities plus this bundle when set (a dealer system's private CA; tests use their own).
    # Addresses on private networks are refused unless allowed (a test's loopback server).
    feed_ca_file: Path | None = None
    feed_private_hosts: bool = False
    # Signs captcha challenges, shoppers' sign-in codes, links in e-mails and webhooks. Unset:
    # a random key kept in var/secret_key (one machine); several hosts must share one value, and
    # `forecourt serve` and `forecourt worker` refuse to start without it when they share
    # (core/secrets.py, `shares_hosts`).
    secret_key: str | None = None
    # Console passwords' argon2id cost (console/passwords.py): "standard" is RFC 9106's second
    # recommendation, a fifth of a second of CPU a check; "low" is for test servers only, where
    # every browser test's sign-in paid it, and production refuses it.
    password_cost: Literal["standard", "low"] = "standard"
    # The captcha's proof of work (captcha/proof_of_work.py): "standard" is a third of a second of
    # a shopper's CPU a form; "low" is for test servers only, whose browser tests send dozens of
    # forms, and production refuses it.
    captcha_cost: Literal["standard", "low"] = "standard"

    @field_validator("platform_base_url")
    @classmethod
    def _an_origin(cls, value: str) -> str:
        """`scheme://host[:port]` and nothing more: the host by the request's own rule."""
        parts = urlsplit(value.rstrip("/"))
        if (
            parts.scheme not in ("http", "https")
            or parse_host(parts.netloc) is None
            or parts.path
            or parts.query
            or parts.fragment
        ):
            raise ValueError("Give the platform's address as http(s)://host[:port], nothing more.")
        return f"{parts.scheme}://{parse_host(parts.netloc)}"

    @field_validator("rate_limits")
    @classmethod
    def _known_limits(cls, value: dict[str, str]) -> dict[str, str]:
        unknown = sorted(set(value) - set(RATE_LIMITS))
        if unknown:
            raise ValueError(f"Unknown rate limits: {', '.join(unknown)}.")
        for name, limit in value.items():
            try:
                parse(limit)
            except ValueError:
                raise ValueError(
                    f"{name}: give a limit as N/second, minute, hour or day."
                ) from None
        return {**RATE_LIMITS, **value}

    @model_validator(mode="after")
    def _production_costs(self) -> "Settings":
        if self.env == "production" and self.password_cost != "standard":
            raise ValueError(
                "Production keeps the standard password cost (FORECOURT_PASSWORD_COST)."
            )
        if self.env == "production" and self.captcha_cost != "standard":
            raise ValueError("Production keeps the standard captcha cost (FORECOURT_CAPTCHA_COST).")
        return self

    @field_validator("media_url")
    @classmethod
    def _a_media_store(cls, value: str | None) -> str | None:
        if value is None:
            return None
        parts = urlsplit(value)
        local = parts.scheme == "file" and parts.path.startswith("/") and not parts.netloc
        remote = parts.scheme == "s3" and bool(parts.netloc) and not parts.query
        if not (local or remote):
            raise ValueError(
                "Give the media store as file:///an/absolute/folder or s3://bucket[/prefix]."
            )
        return value

    @property
    def shares_hosts(self) -> bool:
        """Whether this process is one of several hosts: they share media in an object store, or
        a PostgreSQL database and a Redis (one host alone needs neither)."""
        object_store = (self.media_url or "").startswith("s3://")
        return object_store or (self.redis_url is not None and not self.is_sqlite)

    @property
    def platform_origin(self) -> tuple[str, int | None]:
        """The scheme and port of `platform_base_url` (None: the scheme's own port)."""
        parts = urlsplit(self.platform_base_url)
        return parts.scheme, parts.port

    @property
    def media_dir(self) -> Path:
        return self.var_dir / "media"

    @property
    def image_cache_dir(self) -> Path:
        return self.var_dir / "cache" / "images"

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")


@lru_cache
def get_settings() -> Settings:
    return Settings()


def settings_of(request: Request) -> Settings:
    """The settings create_app was given (tests build apps with their own), not the process's."""
    settings: Settings = request.app.state.settings
    return settings


async def app_settings(request: Request) -> Settings:
    return settings_of(request)


AppSettings = Annotated[Settings, Depends(app_settings)]
