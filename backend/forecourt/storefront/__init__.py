"""The public picture of a site, as a shopper's browser receives it: its configuration, theme,
dealerships, locations and home page, built from the domains below and cached briefly."""
