# sv: translation to come
