"""The outbox's retry schedule and the webhook signature."""

import random
import time
from datetime import timedelta

from forecourt.core.clock import utcnow
from forecourt.outbox.models import OutboxMessage
from forecourt.outbox.service import MAX_RETRY_SECONDS, mark_failed_attempt, retry_delay
from forecourt.outbox.transports import sign, verify_signature


def test_retry_delays_double_with_jitter_and_are_capped():
    rng = random.Random(7)
    for attempts in range(1, 15):
        ceiling = min(MAX_RETRY_SECONDS, 5 * 2 ** (attempts - 1))
        delays = [retry_delay(attempts, rng).total_seconds() for _ in range(50)]
        assert all(ceiling / 2 <= d <= ceiling for d in delays)
        assert len(set(delays)) > 40  # jittered, not one value for every row


def _row(age: timedelta) -> OutboxMessage:
    return OutboxMessage(attempts=3, status="sending", created_at=utcnow() - age)


def test_a_failed_attempt_is_retried_within_24_hours_then_marked_failed():
    young = _row(timedelta(hours=1))
    mark_failed_attempt(young, "SMTP refused")
    assert young.status == "pending" and young.attempts == 4 and young.next_attempt_at > utcnow()
    old = _row(timedelta(hours=24) - timedelta(seconds=5))  # the next try would fall beyond 24 h
    mark_failed_attempt(old, "SMTP refused " * 500)
    assert old.status == "failed" and len(old.last_error) == 2000


def test_a_signature_verifies_only_with_its_secret_body_and_a_recent_time():
    body = b'{"lead":1}'
    now = int(time.time())
    header = sign("secret-one-0123456789", now, body)
    assert header.startswith(f"t={now},v1=") and len(header.split("v1=")[1]) == 64
    assert verify_signature("secret-one-0123456789", header, body)
    assert not verify_signature("secret-two-0123456789", header, body)
    assert not verify_signature("secret-one-0123456789", header, b'{"lead":2}')
    stale = sign("secret-one-0123456789", now - 3600, body)
    assert not verify_signature("secret-one-0123456789", stale, body)
    assert not verify_signature("secret-one-0123456789", "garbage", body)
