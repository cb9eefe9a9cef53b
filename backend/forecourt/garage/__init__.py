"""My garage: a signed-in shopper's saved cars (the watchlist), saved searches with alerts, and
profile, on one site."""
