"""The console's content screens (issue 11 §4): content pages, offers, locations with their hours,
reviews, and the site's presentation (slides, banners, promo cards, navigation) with each
dealership's overrides."""
