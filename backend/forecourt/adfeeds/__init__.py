"""Listing feeds for ad catalogs: a Google vehicle listings feed and a Meta
automotive catalog, built from a site's listed stock once per stock version."""
