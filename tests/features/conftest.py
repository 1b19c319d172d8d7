"""Fixtures of the feature tests."""

from __future__ import annotations

import pytest

from tests.features.helpers import kernel_names


@pytest.fixture(params=kernel_names())
def kernel_name(request: pytest.FixtureRequest) -> str:
    """Each kernel under tests/features/kernels."""
    return request.param
