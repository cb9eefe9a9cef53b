"""foundation schema

Revision ID: 0001
Revises:
Create Date: 2026-11-21 23:24:28.456524
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "manufacturers",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("slug", sa.String(length=100), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("logo_url", sa.String(length=500), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_manufacturers")),
        sa.UniqueConstraint("name", name=op.f("uq_manufacturers_name")),
        sa.UniqueConstraint("slug", name=op.f("uq_manufacturers_slug")),
    )
    op.create_table(
        "sites",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("slug", sa.String(length=64), nullable=False),
        sa.Column("template", sa.String(length=64), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("description", sa.String(length=500), nullable=False),
        sa.Column("finance_provider", sa.String(length=64), nullable=True),
        sa.Column("primary_dealership_id", sa.Integer(), nullable=True),
        sa.Column("config", sa.JSON(), nullable=False),
        sa.Column("theme", sa.JSON(), nullable=False),
        sa.Column(
            "created_at",
            sa.DateTime(timezone=True),
            server_default=sa.text("(CURRENT_TIMESTAMP)"),
            nullable=False,
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sites")),
        sa.UniqueConstraint("slug", name=op.f("uq_sites_slug")),
    )
    op.create_table(
        "dealerships",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("site_id", sa.Integer(), nullable=False),
        sa.Column("slug", sa.String(length=100), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("phone", sa.String(length=40), nullable=True),
        sa.Column("email", sa.String(length=200), nullable=True),
        sa.Column("street", sa.String(length=200), nullable=True),
        sa.Column("city", sa.String(length=100), nullable=True),
        sa.Column("state", sa.String(length=10), nullable=True),
        sa.Column("postcode", sa.String(length=10), nullable=True),
        sa.Column("logo_url", sa.String(length=500), nullable=True),
        sa.Column("dealer_licence_number", sa.String(length=50), nullable=True),
        sa.Column("visible", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["site_id"], ["sites.id"], name=op.f("fk_dealerships_site_id_sites"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_dealerships")),
        sa.UniqueConstraint("slug", name=op.f("uq_dealerships_slug")),
    )
    with op.batch_alter_table("dealerships", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_dealerships_site_id"), ["site_id"], unique=False)

    # sites <-> dealerships reference each other; the site's FK is added once both exist.
    with op.batch_alter_table("sites") as batch_op:
        batch_op.create_foreign_key(
            op.f("fk_sites_primary_dealership_id_dealerships"),
            "dealerships",
            ["primary_dealership_id"],
            ["id"],
            ondelete="SET NULL",
        )
    op.create_table(
        "site_domains",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("host", sa.String(length=253), nullable=False),
        sa.Column("site_id", sa.Integer(), nullable=False),
        sa.Column("primary", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["site_id"],
            ["sites.id"],
            name=op.f("fk_site_domains_site_id_sites"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_site_domains")),
        sa.UniqueConstraint("host", name=op.f("uq_site_domains_host")),
    )
    with op.batch_alter_table("site_domains", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_site_domains_site_id"), ["site_id"], unique=False)

    op.create_table(
        "stock_versions",
        sa.Column("site_id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column(
            "changed_at",
            sa.DateTime(timezone=True),
            server_default=sa.text("(CURRENT_TIMESTAMP)"),
            nullable=False,
        ),
        sa.ForeignKeyConstraint(
            ["site_id"],
            ["sites.id"],
            name=op.f("fk_stock_versions_site_id_sites"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("site_id", name=op.f("pk_stock_versions")),
    )
    op.create_table(
        "locations",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("site_id", sa.Integer(), nullable=False),
        sa.Column("dealership_id", sa.Integer(), nullable=False),
        sa.Column("slug", sa.String(length=120), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("location_type", sa.String(length=20), nullable=False),
        sa.Column("location_subtype", sa.String(length=50), nullable=True),
        sa.Column("primary", sa.Boolean(), nullable=False),
        sa.Column("visible", sa.Boolean(), nullable=False),
        sa.Column("manufacturers", sa.JSON(), nullable=False),
        sa.Column("distribution_locations", sa.JSON(), nullable=False),
        sa.Column("street", sa.String(length=200), nullable=True),
        sa.Column("city", sa.String(length=100), nullable=True),
        sa.Column("state", sa.String(length=10), nullable=True),
        sa.Column("postcode", sa.String(length=10), nullable=True),
        sa.Column("lat", sa.Double(), nullable=True),
        sa.Column("long", sa.Double(), nullable=True),
        sa.Column("place_id", sa.String(length=200), nullable=True),
        sa.Column("place_url", sa.String(length=500), nullable=True),
        sa.Column("map_key", sa.String(length=200), nullable=True),
        sa.Column("phone", sa.String(length=40), nullable=True),
        sa.Column("landline_phone", sa.String(length=40), nullable=True),
        sa.Column("email", sa.String(length=200), nullable=True),
        sa.Column("image_url", sa.String(length=500), nullable=True),
        sa.Column("dealer_licence_number", sa.String(length=50), nullable=True),
        sa.Column("motor_vehicle_repairer", sa.String(length=50), nullable=True),
        sa.Column("review_average", sa.Double(), nullable=True),
        sa.Column("review_count", sa.Integer(), nullable=False),
        sa.Column("extra", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(
            ["dealership_id"],
            ["dealerships.id"],
            name=op.f("fk_locations_dealership_id_dealerships"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["site_id"], ["sites.id"], name=op.f("fk_locations_site_id_sites"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_locations")),
        sa.UniqueConstraint("site_id", "slug", name=op.f("uq_locations_site_id")),
    )
    with op.batch_alter_table("locations", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_locations_dealership_id"), ["dealership_id"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_locations_site_id"), ["site_id"], unique=False)

    op.create_table(
        "cars",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("site_id", sa.Integer(), nullable=False),
        sa.Column("dealership_id", sa.Integer(), nullable=False),
        sa.Column("location_id", sa.Integer(), nullable=True),
        sa.Column("manufacturer_id", sa.Integer(), nullable=True),
        sa.Column("slug", sa.String(length=200), nullable=False),
        sa.Column("stocknum", sa.String(length=50), nullable=False),
        sa.Column("vin", sa.String(length=17), nullable=True),
        sa.Column("nvic", sa.String(length=20), nullable=True),
        sa.Column("regplate", sa.String(length=20), nullable=True),
        sa.Column("rego_expiry", sa.Date(), nullable=True),
        sa.Column("build_date", sa.Date(), nullable=True),
        sa.Column("compliance_date", sa.Date(), nullable=True),
        sa.Column("name", sa.String(length=300), nullable=False),
        sa.Column("carsales_title", sa.String(length=300), nullable=True),
        sa.Column("year", sa.Integer(), nullable=False),
        sa.Column("make", sa.String(length=100), nullable=False),
        sa.Column("model", sa.String(length=100), nullable=False),
        sa.Column("badge", sa.String(length=100), nullable=True),
        sa.Column("series", sa.String(length=100), nullable=True),
        sa.Column("variant", sa.String(length=100), nullable=True),
        sa.Column("colour", sa.String(length=50), nullable=True),
        sa.Column("interior_colour", sa.String(length=50), nullable=True),
        sa.Column("item_type", sa.String(length=20), nullable=False),
        sa.Column("car_type", sa.String(length=10), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("tag", sa.String(length=50), nullable=True),
        sa.Column("reserved", sa.Boolean(), nullable=False),
        sa.Column("certified", sa.Boolean(), nullable=False),
        sa.Column("show_on_dealer_website", sa.Boolean(), nullable=False),
        sa.Column("preorder", sa.Boolean(), nullable=False),
        sa.Column("custom_rank", sa.Integer(), nullable=False),
        sa.Column("price", sa.Integer(), nullable=False),
        sa.Column("before_price", sa.Integer(), nullable=True),
        sa.Column("offer_price", sa.Integer(), nullable=True),
        sa.Column("subscription_price", sa.Integer(), nullable=True),
        sa.Column("price_type", sa.String(length=50), nullable=True),
        sa.Column("km", sa.Integer(), nullable=False),
        sa.Column("views", sa.Integer(), nullable=False),
        sa.Column("body", sa.String(length=50), nullable=True),
        sa.Column("simple_body", sa.String(length=30), nullable=True),
        sa.Column("trans", sa.String(length=50), nullable=True),
        sa.Column("simple_transmission", sa.String(length=20), nullable=True),
        sa.Column("fuel", sa.String(length=50), nullable=True),
        sa.Column("simple_fuel", sa.String(length=20), nullable=True),
        sa.Column("drive", sa.String(length=50), nullable=True),
        sa.Column("simple_drive", sa.String(length=10), nullable=True),
        sa.Column("seats", sa.Integer(), nullable=True),
        sa.Column("doors", sa.Integer(), nullable=True),
        sa.Column("gearnum", sa.Integer(), nullable=True),
        sa.Column("bodyconfiguration", sa.String(length=50), nullable=True),
        sa.Column("engine_size_litres", sa.Double(), nullable=True),
        sa.Column("cylinders", sa.Integer(), nullable=True),
        sa.Column("induction", sa.String(length=50), nullable=True),
        sa.Column("power_kw", sa.Integer(), nullable=True),
        sa.Column("torque_nm", sa.Integer(), nullable=True),
        sa.Column("fuel_consumption_combined", sa.Double(), nullable=True),
        sa.Column("fuel_capacity_litres", sa.Integer(), nullable=True),
        sa.Column("gross_vehicle_mass_kg", sa.Integer(), nullable=True),
        sa.Column("length_mm", sa.Integer(), nullable=True),
        sa.Column("height_mm", sa.Integer(), nullable=True),
        sa.Column("width_mm", sa.Integer(), nullable=True),
        sa.Column("towing_capacity_braked_kg", sa.Integer(), nullable=True),
        sa.Column("ancap_rating", sa.Integer(), nullable=True),
        sa.Column("body_length_mm", sa.Integer(), nullable=True),
        sa.Column("body_width_mm", sa.Integer(), nullable=True),
        sa.Column("tare_weight_kg", sa.Integer(), nullable=True),
        sa.Column("aggregate_trailer_mass_kg", sa.Integer(), nullable=True),
        sa.Column("axle_type", sa.String(length=30), nullable=True),
        sa.Column("sleeps", sa.Integer(), nullable=True),
        sa.Column("standard_equipment", sa.JSON(), nullable=False),
        sa.Column("dealercomments", sa.Text(), nullable=True),
        sa.Column("video_url", sa.String(length=500), nullable=True),
        sa.Column("external_video_url", sa.String(length=500), nullable=True),
        sa.Column("spin_code", sa.String(length=100), nullable=True),
        sa.Column("history_report_url", sa.String(length=500), nullable=True),
        sa.Column("payment_processors", sa.JSON(), nullable=False),
        sa.Column("extra", sa.JSON(), nullable=False),
        sa.Column(
            "created_at",
            sa.DateTime(timezone=True),
            server_default=sa.text("(CURRENT_TIMESTAMP)"),
            nullable=False,
        ),
        sa.Column(
            "updated_at",
            sa.DateTime(timezone=True),
            server_default=sa.text("(CURRENT_TIMESTAMP)"),
            nullable=False,
        ),
        sa.Column("sold_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["dealership_id"],
            ["dealerships.id"],
            name=op.f("fk_cars_dealership_id_dealerships"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["location_id"],
            ["locations.id"],
            name=op.f("fk_cars_location_id_locations"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["manufacturer_id"],
            ["manufacturers.id"],
            name=op.f("fk_cars_manufacturer_id_manufacturers"),
        ),
        sa.ForeignKeyConstraint(
            ["site_id"], ["sites.id"], name=op.f("fk_cars_site_id_sites"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_cars")),
        sa.UniqueConstraint("dealership_id", "stocknum", name=op.f("uq_cars_dealership_id")),
        sa.UniqueConstraint("site_id", "slug", name=op.f("uq_cars_site_id")),
    )
    with op.batch_alter_table("cars", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_cars_car_type"), ["car_type"], unique=False)
        batch_op.create_index(batch_op.f("ix_cars_colour"), ["colour"], unique=False)
        batch_op.create_index(batch_op.f("ix_cars_created_at"), ["created_at"], unique=False)
        batch_op.create_index(batch_op.f("ix_cars_custom_rank"), ["custom_rank"], unique=False)
        batch_op.create_index(batch_op.f("ix_cars_dealership_id"), ["dealership_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_cars_item_type"), ["item_type"], unique=False)
        batch_op.create_index(batch_op.f("ix_cars_km"), ["km"], unique=False)
        batch_op.create_index(batch_op.f("ix_cars_location_id"), ["location_id"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_cars_manufacturer_id"), ["manufacturer_id"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_cars_price"), ["price"], unique=False)
        batch_op.create_index(batch_op.f("ix_cars_seats"), ["seats"], unique=False)
        batch_op.create_index(batch_op.f("ix_cars_simple_body"), ["simple_body"], unique=False)
        batch_op.create_index(batch_op.f("ix_cars_simple_drive"), ["simple_drive"], unique=False)
        batch_op.create_index(batch_op.f("ix_cars_simple_fuel"), ["simple_fuel"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_cars_simple_transmission"), ["simple_transmission"], unique=False
        )
        batch_op.create_index("ix_cars_site_make_model", ["site_id", "make", "model"], unique=False)
        batch_op.create_index("ix_cars_site_status", ["site_id", "status"], unique=False)
        batch_op.create_index(batch_op.f("ix_cars_sold_at"), ["sold_at"], unique=False)
        batch_op.create_index("ix_cars_vin", ["vin"], unique=False)
        batch_op.create_index(batch_op.f("ix_cars_year"), ["year"], unique=False)

    op.create_table(
        "opening_hours",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("location_id", sa.Integer(), nullable=False),
        sa.Column("weekday", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=10), nullable=False),
        sa.Column("open", sa.String(length=5), nullable=True),
        sa.Column("close", sa.String(length=5), nullable=True),
        sa.ForeignKeyConstraint(
            ["location_id"],
            ["locations.id"],
            name=op.f("fk_opening_hours_location_id_locations"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_opening_hours")),
        sa.UniqueConstraint("location_id", "weekday", name=op.f("uq_opening_hours_location_id")),
    )
    with op.batch_alter_table("opening_hours", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_opening_hours_location_id"), ["location_id"], unique=False
        )

    op.create_table(
        "special_hours",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("location_id", sa.Integer(), nullable=False),
        sa.Column("date", sa.Date(), nullable=False),
        sa.Column("status", sa.String(length=10), nullable=False),
        sa.Column("start_hour", sa.String(length=5), nullable=True),
        sa.Column("end_hour", sa.String(length=5), nullable=True),
        sa.Column("name", sa.String(length=100), nullable=True),
        sa.ForeignKeyConstraint(
            ["location_id"],
            ["locations.id"],
            name=op.f("fk_special_hours_location_id_locations"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_special_hours")),
    )
    with op.batch_alter_table("special_hours", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_special_hours_location_id"), ["location_id"], unique=False
        )

    op.create_table(
        "car_hotspots",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("car_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("frame_index", sa.Integer(), nullable=False),
        sa.Column("x", sa.Double(), nullable=False),
        sa.Column("y", sa.Double(), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("description", sa.Text(), nullable=True),
        sa.ForeignKeyConstraint(
            ["car_id"], ["cars.id"], name=op.f("fk_car_hotspots_car_id_cars"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_car_hotspots")),
    )
    with op.batch_alter_table("car_hotspots", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_car_hotspots_car_id"), ["car_id"], unique=False)

    op.create_table(
        "car_images",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("car_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("source", sa.String(length=500), nullable=False),
        sa.Column("width", sa.Integer(), nullable=True),
        sa.Column("height", sa.Integer(), nullable=True),
        sa.Column("alt", sa.String(length=300), nullable=True),
        sa.ForeignKeyConstraint(
            ["car_id"], ["cars.id"], name=op.f("fk_car_images_car_id_cars"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_car_images")),
    )
    with op.batch_alter_table("car_images", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_car_images_car_id"), ["car_id"], unique=False)

    op.create_table(
        "car_spin_frames",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("car_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("source", sa.String(length=500), nullable=False),
        sa.ForeignKeyConstraint(
            ["car_id"], ["cars.id"], name=op.f("fk_car_spin_frames_car_id_cars"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_car_spin_frames")),
    )
    with op.batch_alter_table("car_spin_frames", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_car_spin_frames_car_id"), ["car_id"], unique=False)

    op.create_table(
        "car_videos",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("car_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("url", sa.String(length=500), nullable=False),
        sa.ForeignKeyConstraint(
            ["car_id"], ["cars.id"], name=op.f("fk_car_videos_car_id_cars"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_car_videos")),
    )
    with op.batch_alter_table("car_videos", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_car_videos_car_id"), ["car_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("sites") as batch_op:
        batch_op.drop_constraint(
            op.f("fk_sites_primary_dealership_id_dealerships"), type_="foreignkey"
        )
    with op.batch_alter_table("car_videos", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_car_videos_car_id"))

    op.drop_table("car_videos")
    with op.batch_alter_table("car_spin_frames", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_car_spin_frames_car_id"))

    op.drop_table("car_spin_frames")
    with op.batch_alter_table("car_images", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_car_images_car_id"))

    op.drop_table("car_images")
    with op.batch_alter_table("car_hotspots", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_car_hotspots_car_id"))

    op.drop_table("car_hotspots")
    with op.batch_alter_table("special_hours", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_special_hours_location_id"))

    op.drop_table("special_hours")
    with op.batch_alter_table("opening_hours", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_opening_hours_location_id"))

    op.drop_table("opening_hours")
    with op.batch_alter_table("cars", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_cars_year"))
        batch_op.drop_index("ix_cars_vin")
        batch_op.drop_index(batch_op.f("ix_cars_sold_at"))
        batch_op.drop_index("ix_cars_site_status")
        batch_op.drop_index("ix_cars_site_make_model")
        batch_op.drop_index(batch_op.f("ix_cars_simple_transmission"))
        batch_op.drop_index(batch_op.f("ix_cars_simple_fuel"))
        batch_op.drop_index(batch_op.f("ix_cars_simple_drive"))
        batch_op.drop_index(batch_op.f("ix_cars_simple_body"))
        batch_op.drop_index(batch_op.f("ix_cars_seats"))
        batch_op.drop_index(batch_op.f("ix_cars_price"))
        batch_op.drop_index(batch_op.f("ix_cars_manufacturer_id"))
        batch_op.drop_index(batch_op.f("ix_cars_location_id"))
        batch_op.drop_index(batch_op.f("ix_cars_km"))
        batch_op.drop_index(batch_op.f("ix_cars_item_type"))
        batch_op.drop_index(batch_op.f("ix_cars_dealership_id"))
        batch_op.drop_index(batch_op.f("ix_cars_custom_rank"))
        batch_op.drop_index(batch_op.f("ix_cars_created_at"))
        batch_op.drop_index(batch_op.f("ix_cars_colour"))
        batch_op.drop_index(batch_op.f("ix_cars_car_type"))

    op.drop_table("cars")
    with op.batch_alter_table("locations", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_locations_site_id"))
        batch_op.drop_index(batch_op.f("ix_locations_dealership_id"))

    op.drop_table("locations")
    op.drop_table("stock_versions")
    with op.batch_alter_table("site_domains", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_site_domains_site_id"))

    op.drop_table("site_domains")
    with op.batch_alter_table("dealerships", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_dealerships_site_id"))

    op.drop_table("dealerships")
    op.drop_table("sites")
    op.drop_table("manufacturers")
