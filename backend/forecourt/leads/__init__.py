"""Leads: every form a shopper sends, committed before success and delivered through the outbox."""
