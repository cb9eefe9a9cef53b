"""The console's content screens: content pages, offers, locations with their hours,
reviews, and the site's presentation (slides, banners, promo cards, navigation) with each
dealership's overrides."""
