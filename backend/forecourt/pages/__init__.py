"""The page machinery each domain registers into: the built app, its route chunks, a page's head
and first screen, and the server render. The web layer serves what these make."""
