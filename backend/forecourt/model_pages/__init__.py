"""The new-model pages: the model lines of the makes a site sells new (its stock decides which),
from the catalogue of manufacturers and models."""
