"""Content pages: each site's own pages (about us, warranty, privacy ...) written in Markdown."""
