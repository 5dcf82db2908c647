# hu: translation to come
