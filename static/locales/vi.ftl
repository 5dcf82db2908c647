# vi: translation to come
