"""ALTCHA proof of work: what a form without a signed-in shopper asks of the browser."""
