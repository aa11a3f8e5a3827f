#include <sycl/sycl.hpp>

// Lexical forms that reach the generated code: digit separators, hex floats, binary literals,
// literal suffixes in bounds and @shared extents, char literals with escapes and encoding
// prefixes, u8/L/raw strings in helpers, identifiers written with universal character names
// (`caf\u00e9` and `café` are one function in C++).
static const char *name8 = u8"h\u00e9llo";

static const wchar_t *wname = L"wide";

static const char *raw = R"xy(a\nb"c)xy";

static inline int count(const char *s) {
  int n = 0;
  while (*s++) {
    ++n;
  }
  return n;
}

static inline int wcount(const wchar_t *s) {
  int n = 0;
  while (*s++) {
    ++n;
  }
  return n;
}

int caf_u00e9(int x) {
  return x + 1;
}

int _u00fcber = 3;

extern "C" void _occa_lexicalForms_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, float *out, int *iout) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[16u]>(item_.get_group());
          auto &tbl = *sycl::ext::oneapi::group_local_memory_for_overwrite<long[0x4'0]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < (int)0x1p4) {
              s[t] = t * 0x1p-3f + 0x1.8p1 + 1e-3L;
              tbl[t] = 1'000'000LL * t;
              tbl[t + 16] = 0b1010'1010 + 0'17 + 0xA'bu;
              tbl[t + 32] = '\x41' + '\101' + '\n' + L'\t' + u'\u00e9' + U'\U0001F600' + u8'a' + '\'' + '\\';
              tbl[t + 48] = count(name8) * 100 + count(raw) * 10 + wcount(wname) + caf_u00e9(_u00fcber) + caf_u00e9(0);
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            unsigned int t = 0u + item_.get_local_id(2);
            if (t < 16ul) {
              out[b * 16 + t] = s[t] + 1.5e+1f + .5 + 2.f;
              iout[(b * 16 + t) * 4 + 0] = (int)tbl[t] / 1000;
              iout[(b * 16 + t) * 4 + 1] = (int)tbl[t + 16];
              iout[(b * 16 + t) * 4 + 2] = (int)tbl[t + 32];
              iout[(b * 16 + t) * 4 + 3] = (int)tbl[t + 48] + n;
            }
          }
        }
      }();
    });
  });
}
