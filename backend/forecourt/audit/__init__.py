"""The audit trail of changes made in the console."""
