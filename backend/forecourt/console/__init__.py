"""The dealer console: console users and their roles per dealership, their sessions,
the leads inbox and the audit trail."""
