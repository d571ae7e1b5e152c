"""Cetkaik (机戦) under the standardized rule and its variants."""
