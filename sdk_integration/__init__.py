"""sdk_integration."""
