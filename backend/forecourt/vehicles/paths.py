"""A vehicle page's path: one pattern for its head, its first screen and its links."""

CAR_PAGE = r"/cars/(?P<slug>[^/]+)"
# spec: vehicle §2 - /cars/trade-in is the trade-in page, not a car.
NOT_CAR_SLUGS = frozenset({"trade-in"})
