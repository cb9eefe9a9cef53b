"""The resolver port the custom-domain check asks (architecture principle 4), and its built-in
adapter: dnspython's resolver over the system's name servers (/etc/resolv.conf), or the ones
settings name (`dns_nameservers`, "host" or "host:port": a test's server on loopback)."""

from typing import Protocol

import dns.asyncresolver
import dns.exception
import dns.resolver

from forecourt.core.settings import Settings


class DnsResolver(Protocol):
    async def txt(self, name: str) -> list[str]:
        """The TXT strings at `name` (each record's strings joined), [] when there are none."""
        ...

    async def cname(self, name: str) -> str | None:
        """The CNAME target at `name`, lower case without the final dot; None when none."""
        ...

    async def addresses(self, name: str) -> list[str]:
        """The A and AAAA addresses `name` resolves to, through any CNAME."""
        ...


class DnsUnavailable(Exception):
    """No name server answered: the check cannot say either way."""


def _nameserver(value: str) -> tuple[str, int]:
    host, _, port = value.rpartition(":") if value.count(":") == 1 else (value, "", "")
    return (host, int(port)) if port else (value, 53)


class SystemResolver:
    def __init__(self, nameservers: list[str], timeout: float) -> None:
        self._nameservers, self._timeout = nameservers, timeout
        self._made: dns.asyncresolver.Resolver | None = None

    @property
    def _resolver(self) -> dns.asyncresolver.Resolver:
        """Made on first use: reading /etc/resolv.conf is no business of an app's start."""
        if self._made is None:
            try:
                made = dns.asyncresolver.Resolver(configure=not self._nameservers)
            except dns.resolver.NoResolverConfiguration as exc:
                raise DnsUnavailable(str(exc)) from exc
            if self._nameservers:
                pairs = [_nameserver(n) for n in self._nameservers]
                made.nameservers = [host for host, _ in pairs]
                made.port = pairs[0][1]
            made.lifetime = self._timeout
            made.cache = None  # a dealer who just fixed a record is checked afresh
            self._made = made
        return self._made

    @classmethod
    def from_settings(cls, settings: Settings) -> "SystemResolver":
        return cls(settings.dns_nameservers, settings.dns_timeout_seconds)

    async def _answer(self, name: str, kind: str) -> dns.resolver.Answer | None:
        try:
            return await self._resolver.resolve(name, kind, search=False)
        except (dns.resolver.NXDOMAIN, dns.resolver.NoAnswer, dns.resolver.NoNameservers):
            return None
        except (dns.exception.Timeout, dns.resolver.LifetimeTimeout) as exc:
            raise DnsUnavailable(str(exc)) from exc

    async def txt(self, name: str) -> list[str]:
        answer = await self._answer(name, "TXT")
        if answer is None:
            return []
        return [b"".join(record.strings).decode("utf-8", "replace") for record in answer]

    async def cname(self, name: str) -> str | None:
        answer = await self._answer(name, "CNAME")
        if answer is None:
            return None
        return str(answer[0].target).rstrip(".").lower()

    async def addresses(self, name: str) -> list[str]:
        found: list[str] = []
        for kind in ("A", "AAAA"):
            answer = await self._answer(name, kind)
            found.extend(str(record) for record in answer or [])
        return found
