"""Request and response schemas shared by several endpoint modules."""
