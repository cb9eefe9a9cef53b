"""Placeholder until the demo renderer lands."""
