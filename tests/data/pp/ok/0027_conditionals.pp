two
  nested
undefined_now
