"""Shopper identity per site: phone one-time codes, server-side sessions, CSRF, gated routes."""
