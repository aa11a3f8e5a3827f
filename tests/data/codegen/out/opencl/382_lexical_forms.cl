// Lexical forms that reach the generated code: digit separators, hex floats, binary literals,
// literal suffixes in bounds and @shared extents, char literals with escapes and encoding
// prefixes, u8/L/raw strings in helpers, identifiers written with universal character names
// (`caf\u00e9` and `café` are one function in C++).
static __constant const char *__constant name8 = u8"h\u00e9llo";

static __constant const wchar_t *__constant wname = L"wide";

static __constant const char *__constant raw = R"xy(a\nb"c)xy";

static inline int count(__constant const char *s) {
  int n = 0;
  while (*s++) {
    ++n;
  }
  return n;
}

static inline int wcount(__constant const wchar_t *s) {
  int n = 0;
  while (*s++) {
    ++n;
  }
  return n;
}

int caf_u00e9(int x) {
  return x + 1;
}

__constant int _u00fcber = 3;

__kernel void _occa_lexicalForms_0(const int n, __global float *out, __global int *iout) {
  __local float s[16u];
  __local long tbl[0x40];
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      if (t < (int)0x1p4) {
        s[t] = t * 0x1p-3f + 0x1.8p1 + 1e-3L;
        tbl[t] = 1000000L * t;
        tbl[t + 16] = 0xAA + 017 + 0xAbu;
        tbl[t + 32] = '\x41' + '\101' + '\n' + L'\t' + u'\u00e9' + U'\U0001F600' + u8'a' + '\'' + '\\';
        tbl[t + 48] = count(name8) * 100 + count(raw) * 10 + wcount(wname) + caf_u00e9(_u00fcber) + caf_u00e9(0);
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      unsigned int t = 0u + get_local_id(0);
      if (t < 16ul) {
        out[b * 16 + t] = s[t] + 1.5e+1f + .5 + 2.f;
        iout[(b * 16 + t) * 4 + 0] = (int)tbl[t] / 1000;
        iout[(b * 16 + t) * 4 + 1] = (int)tbl[t + 16];
        iout[(b * 16 + t) * 4 + 2] = (int)tbl[t + 32];
        iout[(b * 16 + t) * 4 + 3] = (int)tbl[t + 48] + n;
      }
    }
  }
}
