"""Special offers: a site's own, and manufacturers' national offers shown on the sites that sell
the make unless an offer excludes the site."""
