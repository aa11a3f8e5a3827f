// Lexical forms that reach the generated code: digit separators, hex floats, binary literals,
// literal suffixes in bounds and @shared extents, char literals with escapes and encoding
// prefixes, u8/L/raw strings in helpers, identifiers written with universal character names
// (`caf\u00e9` and `café` are one function in C++).
static __device__ const char *name8 = u8"h\u00e9llo";

static __device__ const wchar_t *wname = L"wide";

static __device__ const char *raw = R"xy(a\nb"c)xy";

__device__ static inline int count(const char *s) {
  int n = 0;
  while (*s++) {
    ++n;
  }
  return n;
}

__device__ static inline int wcount(const wchar_t *s) {
  int n = 0;
  while (*s++) {
    ++n;
  }
  return n;
}

static __device__ int caf_u00e9(int x) {
  return x + 1;
}

__device__ int _u00fcber = 3;

extern "C" __global__ void _occa_lexicalForms_0(const int n, float *out, int *iout) {
  {
    int b = 0 + blockIdx.x;
    __shared__ float s[16u];
    __shared__ long tbl[0x4'0];
    {
      int t = 0 + threadIdx.x;
      if (t < (int)0x1p4) {
        s[t] = t * 0x1p-3f + 0x1.8p1 + 1e-3L;
        tbl[t] = 1'000'000LL * t;
        tbl[t + 16] = 0b1010'1010 + 0'17 + 0xA'bu;
        tbl[t + 32] = '\x41' + '\101' + '\n' + L'\t' + u'\u00e9' + U'\U0001F600' + u8'a' + '\'' + '\\';
        tbl[t + 48] = count(name8) * 100 + count(raw) * 10 + wcount(wname) + caf_u00e9(_u00fcber) + caf_u00e9(0);
      }
    }
    __syncthreads();
    {
      unsigned int t = 0u + threadIdx.x;
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
