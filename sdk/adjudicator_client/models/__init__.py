"""Contains all the data models used in inputs/outputs"""

from .cache_status import CacheStatus
from .error import Error
from .error_errors import ErrorErrors
from .livez import Livez
from .pagination_metadata import PaginationMetadata
from .probability import Probability
from .readyz import Readyz
from .stick_cast import StickCast
from .stick_cast_request import StickCastRequest
from .stick_casts import StickCasts
from .stick_distribution import StickDistribution
from .stick_outcome import StickOutcome

__all__ = (
    "CacheStatus",
    "Error",
    "ErrorErrors",
    "Livez",
    "PaginationMetadata",
    "Probability",
    "Readyz",
    "StickCast",
    "StickCastRequest",
    "StickCasts",
    "StickDistribution",
    "StickOutcome",
)
