"""Migrating a database with data keeps the data: on SQLite a batch ALTER copies and drops a
table, and with foreign keys on that DROP once deleted every dealership and car of every site."""

import json
import sqlite3

from alembic import command

from forecourt.core.migrate import alembic_config
from forecourt.tenancy.config import parse_site_config


def test_upgrading_a_filled_sqlite_database_keeps_its_rows(tmp_path):
    path = tmp_path / "old.db"
    url = f"sqlite+aiosqlite:///{path}"
    config = alembic_config(url)
    command.upgrade(config, "0013")
    with sqlite3.connect(path) as db:
        db.execute("INSERT INTO sites (id, slug, template, name, description, config, theme) "
                   "VALUES (1, 'a', 'default', 'A', '', '{}', '{}')")  # fmt: skip
        db.execute("INSERT INTO dealerships (id, site_id, slug, name, visible, lead_destinations) "
                   "VALUES (1, 1, 'a-d', 'A D', 1, '{}')")  # fmt: skip
    command.upgrade(config, "head")
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT count(*) FROM dealerships").fetchone() == (1,)
        assert db.execute("SELECT console_totp_required FROM sites").fetchone() == (0,)


def test_a_site_that_set_finance_keys_the_spec_now_fixes_still_loads(tmp_path):
    """The default amount and a lender's comparison-rate frequency are the spec's now: a site
    configuration that set them is kept without them, the rest as it was."""
    path = tmp_path / "old.db"
    config = alembic_config(f"sqlite+aiosqlite:///{path}")
    command.upgrade(config, "0025")
    finance = {
        "default_amount": 45000,
        "monthly_only": True,
        "lenders": [{"provider": "taurus", "name": "Taurus", "frequency": "monthly"}],
    }
    with sqlite3.connect(path) as db:
        db.execute("INSERT INTO sites (id, slug, template, name, description, config, theme) "
                   "VALUES (1, 'a', 'default', 'A', '', ?, '{}')",
                   (json.dumps({"finance": finance, "search": {"hits_per_page": 12}}),))  # fmt: skip
    command.upgrade(config, "head")
    with sqlite3.connect(path) as db:
        [(raw,)] = db.execute("SELECT config FROM sites").fetchall()
    kept = parse_site_config(json.loads(raw))
    assert kept.finance.monthly_only and kept.search.hits_per_page == 12
    assert kept.finance.lenders[0].provider == "taurus"


def test_bookings_taken_before_appointments_become_appointments_in_their_locations_zone(tmp_path):
    path = tmp_path / "old.db"
    config = alembic_config(f"sqlite+aiosqlite:///{path}")
    command.upgrade(config, "0030")
    with sqlite3.connect(path) as db:
        db.execute("INSERT INTO sites (id, slug, template, name, description, config, theme) "
                   "VALUES (1, 'a', 'default', 'A', '', '{}', '{}')")  # fmt: skip
        db.execute("INSERT INTO dealerships (id, site_id, slug, name, visible, lead_destinations) "
                   "VALUES (1, 1, 'a-d', 'A D', 1, '{}')")  # fmt: skip
        db.execute("INSERT INTO locations (id, site_id, dealership_id, slug, name, location_type,"
                   " \"primary\", visible, manufacturers, distribution_locations, state, review_count,"
                   " extra) VALUES (7, 1, 1, 'perth', 'Perth', 'sales', 1, 1, '[]', '[]', 'WA', 0, '{}')")  # fmt: skip
        for lead_id, kind, details in (
            (1, "test_drive", {"preferred_date": "2027-03-02", "preferred_time": "10:00"}),
            (2, "service_booking", {"preferred_date": "2027-03-03"}),
            (3, "test_drive", {}),  # no day chosen: no appointment
            (4, "enquiry", {"preferred_date": "2027-03-02"}),
        ):
            db.execute("INSERT INTO leads (id, site_id, dealership_id, kind, category, status, name,"
                       " email, phone, opt_in, terms_accepted, consent_text, details, attributes,"
                       " created_at) VALUES (?, 1, 1, ?, 'C', 'new', 'N', 'n@example.com',"
                       " '0412345678', 1, 0, '', ?, '{}', '2027-01-01 00:00:00')",
                       (lead_id, kind, json.dumps(details)))  # fmt: skip
    command.upgrade(config, "head")
    with sqlite3.connect(path) as db:
        rows = db.execute("SELECT lead_id, location_id, day, time, minutes, starts_at, status"
                          " FROM appointments ORDER BY lead_id").fetchall()  # fmt: skip
    assert [r[:5] for r in rows] == [
        (1, 7, "2027-03-02", "10:00", 30), (2, 7, "2027-03-03", None, 60),
    ]  # fmt: skip
    assert rows[0][5].startswith("2027-03-02 02:00:00")  # 10 am in Perth is 2 am UTC
    assert {r[6] for r in rows} == {"booked"}
