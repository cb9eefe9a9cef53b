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


def test_the_leads_taken_before_customers_are_given_their_customers(tmp_path):
    """Migration 0031 gives every earlier lead its customer by the rule of leads/customers.py:
    the same phone (however spelled) or e-mail (any case) on one site is one customer."""
    path = tmp_path / "old.db"
    config = alembic_config(f"sqlite+aiosqlite:///{path}")
    command.upgrade(config, "0030")
    leads = [  # id, site, kind, name, e-mail, phone
        (1, 1, "enquiry", "Jane", "jane@example.com", "0412345678"),
        (2, 1, "test_drive", "Jane", "JANE@example.com", "+61 412 345 678"),
        (3, 1, "finance", "Jane", "jane@example.com", "0499000111"),
        (4, 1, "enquiry", "Bob", "bob@example.com", "0400222333"),
        (5, 2, "enquiry", "Jane", "jane@example.com", "0412345678"),  # another site
        (6, 1, "test", "Console", "owner@example.com", ""),  # the console's test lead
    ]
    with sqlite3.connect(path) as db:
        for site in (1, 2):
            db.execute("INSERT INTO sites (id, slug, template, name, description, config, theme) "
                       "VALUES (?, ?, 'default', 'A', '', '{}', '{}')", (site, f"s{site}"))  # fmt: skip
            db.execute("INSERT INTO dealerships (id, site_id, slug, name, visible, "
                       "lead_destinations, lead_handling) VALUES (?, ?, ?, 'D', 1, '{}', '{}')",
                       (site, site, f"d{site}"))  # fmt: skip
        db.execute("INSERT INTO shopper_users (site_id, phone, created_at, price_alert) "
                   "VALUES (1, '+61412345678', '2026-01-01 00:00:00', 'sms')")  # fmt: skip
        for lead_id, site, kind, name, email, phone in leads:
            db.execute("INSERT INTO leads (id, site_id, dealership_id, kind, category, status, name,"
                       " email, phone, opt_in, terms_accepted, consent_text, details, attributes,"
                       " created_at) VALUES (?, ?, ?, ?, 'C', 'new', ?, ?, ?, 1, 0, '', '{}', '{}',"
                       " '2026-01-0' || ? || ' 00:00:00')",
                       (lead_id, site, site, kind, name, email, phone, lead_id))  # fmt: skip
    command.upgrade(config, "0031")
    with sqlite3.connect(path) as db:
        of = dict(db.execute("SELECT id, customer_id FROM leads").fetchall())
        contacts = db.execute("SELECT customer_id, kind, value, verified_at IS NOT NULL "
                              "FROM customer_contacts ORDER BY id").fetchall()  # fmt: skip
        last = dict(db.execute("SELECT id, last_lead_at FROM customers").fetchall())
    assert of[1] == of[2] == of[3] and len({of[1], of[4], of[5]}) == 3
    assert of[6] is None
    assert (of[1], "phone", "+61412345678", 1) in contacts
    assert (of[1], "phone", "+61499000111", 0) in contacts
    assert (of[5], "phone", "+61412345678", 0) in contacts  # verified on site 1 only
    assert str(last[of[1]]).startswith("2026-01-03")


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
