"""Indexes the valuation reads through: comparables are found across sites by make, model, year."""

from sqlalchemy import Index

from forecourt.inventory.models import Car

# The cars table's own indexes lead with site_id; market comparables span every site.
ix_cars_make_model_year = Index("ix_cars_make_model_year", Car.make, Car.model, Car.year)
