# cs: translation to come
