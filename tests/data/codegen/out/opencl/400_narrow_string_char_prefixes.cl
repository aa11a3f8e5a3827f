// Narrow string and character literals in spellings C lacks, read on the device: `u8` and raw
// strings (quotes, backslashes, characters outside ASCII, octal and hex escapes, a `?` `?=` that
// C99 would read as a trigraph, adjacent pieces of mixed spellings), and character literals
// with the `L`, `u` and `U` prefixes, whose types (`wchar_t`, `char16_t`, `char32_t`) decide
// whether a difference is negative.
static __constant const char *__constant greeting = "gr\303\274\303\237e";

static __constant const char *__constant path = "C:\\dir\\\"x\"";

static __constant const char *__constant joined = "aA\\n\077\077=A19";

static inline int length(__constant const char *s) {
  int n = 0;
  while (*s++) {
    ++n;
  }
  return n;
}

static inline unsigned int checksum(__constant const char *s) {
  unsigned int h = 7u;
  for (; *s; ++s) {
    h = h * 31u + (unsigned char)*s;
  }
  return h;
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_literalPrefixes_0(const int n, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const int g = b * 8 + t;
      int v = 0;
      if (t == 0) {
        v = length(greeting) * 10000 + length(path) * 100 + length(joined);
      }
      if (t == 1) {
        v = (int)(checksum(greeting) % 100000u);
      }
      if (t == 2) {
        v = (int)(checksum(path) % 100000u);
      }
      if (t == 3) {
        v = (int)(checksum(joined) % 100000u);
      }
      if (t == 4) {
        v = ((int)9) + ((int)127) + ((ushort)233) + (int)(((uint)128512) % 1000u);
      }
      if (t == 5) {
        v = (((uint)1) - 2 > 0) * 100 + (((ushort)1) - 2 > 0) * 10 + (((int)1) - 2 > 0);
      }
      if (t == 6) {
        v = ((ushort)233) - 300 + n;
      }
      if (t == 7) {
        v = (int)sizeof(((uint)120)) * 10 + (int)sizeof(((int)120));
      }
      out[g] = v + b;
    }
  }
}
