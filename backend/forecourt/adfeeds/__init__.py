"""Listing feeds for ad catalogs (issue 11 §8): a Google vehicle listings feed and a Meta
automotive catalog, built from a site's listed stock once per stock version."""
