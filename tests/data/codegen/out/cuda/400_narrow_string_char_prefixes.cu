// Narrow string and character literals in spellings C lacks, read on the device: `u8` and raw
// strings (quotes, backslashes, characters outside ASCII, octal and hex escapes, a `?` `?=` that
// C99 would read as a trigraph, adjacent pieces of mixed spellings), and character literals
// with the `L`, `u` and `U` prefixes, whose types (`wchar_t`, `char16_t`, `char32_t`) decide
// whether a difference is negative.
static __device__ const char *greeting = u8"gr\u00fc\u00dfe";

static __device__ const char *path = R"p(C:\dir\"x")p";

static __device__ const char *joined = u8"a" "\x41" R"(\n)" "?" "?=" "\101\0619";

__device__ static inline int length(const char *s) {
  int n = 0;
  while (*s++) {
    ++n;
  }
  return n;
}

__device__ static inline unsigned int checksum(const char *s) {
  unsigned int h = 7u;
  for (; *s; ++s) {
    h = h * 31u + (unsigned char)*s;
  }
  return h;
}

extern "C" __global__ __launch_bounds__(8) void _occa_literalPrefixes_0(const int n, int *out) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
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
        v = L'\t' + L'\x7f' + u'\u00e9' + (int)(U'\U0001F600' % 1000u);
      }
      if (t == 5) {
        v = (U'\x1' - 2 > 0) * 100 + (u'\x1' - 2 > 0) * 10 + (L'\x1' - 2 > 0);
      }
      if (t == 6) {
        v = u'\u00e9' - 300 + n;
      }
      if (t == 7) {
        v = (int)sizeof(U'x') * 10 + (int)sizeof(L'x');
      }
      out[g] = v + b;
    }
  }
}
