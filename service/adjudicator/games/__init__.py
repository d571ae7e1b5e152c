"""Pure, typed rules libraries (no web framework, no I/O)."""
