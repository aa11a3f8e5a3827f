// String and character literals that contain OKL attribute spellings, comments with
// attributes, and C++14 literal forms (digit separators, binary, hex floats, suffixes,
// alternative tokens) inside `@inner` bodies. None of the text in a literal is OKL.
static int countAt(__constant const char *s) {
  int n = 0;
  for (; *s; ++s) {
    n += *s == '@';
  }
  // counts '@' characters
  return n;
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_literalsWithAt_0(const int n, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    /* a comment mentioning @exclusive and @barrier; */
    {
      int t = 0 + get_local_id(0);
      __constant const char *msg = "x @atomic y";
      const char at = '@';
      const long big = 1000000L;
      const int bin = 0xA5;
      const float hx = 0x1.8p1f;
      // 3.0f
      const unsigned long u = 0xFFFFFFFFul;
      int v = countAt("@outer @inner(0) @shared") + countAt(msg) * 10 + (at == '@') * 100;
      if (t >= 0 && !(b < 0) && (v & 1) == 1) {
        v += 1000;
      }
      out[b * 4 + t] = v + (int)(big / 1000) + bin + (int)hx + (int)(u >> 28) + t;
    }
  }
}
