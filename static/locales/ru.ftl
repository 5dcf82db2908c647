# ru: translation to come
