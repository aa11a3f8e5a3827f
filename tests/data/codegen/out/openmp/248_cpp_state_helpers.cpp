namespace util {
  namespace detail {
    inline int twice(int x) {
      return 2 * x;
    }
  }
  template <int K>
  inline int addK(int x) {
    return x + K;
  }
}

// C++ inside kernels: helpers in a nested namespace, a struct with a constructor and member
// functions held in `@exclusive` state across two `@inner` loops, an `enum class` bound via a
// cast, a file-scope `constexpr` function as a `@shared` extent (a namespaced one is known bug 249), `static_assert`, a template helper with
// a non-type parameter, `switch` with fallthrough and a `do`/`while` inside `@inner`.
constexpr int pad(int n) {
  return n + 1;
}

struct Acc {
  int sum;
  int count;
  Acc() : sum(0), count(0) {
  }
  explicit  Acc(int s) : sum(s), count(1) {
  }
  void add(int v) {
    sum += v;
    ++count;
  }
  int mean() const {
    return count ? sum / count : -1;
  }
};

enum class Width : int {
  Narrow = 4,
  Wide = 8
};

extern "C" void cppState(const int &groups, const int *in, int *out, int *other) {
  #pragma omp parallel for
  for (int g = 0; g < groups; ++g) {
    int _occa_exclusive_index;
    int s[pad((int)Width::Narrow)];
    Acc acc[4];
    static_assert(sizeof (s) == 5 * sizeof(int), "pad");
    _occa_exclusive_index = 0;
    for (int t = 0; t < (int)Width::Narrow; ++t) {
      _occa_exclusive_index = t;
      acc[_occa_exclusive_index] = Acc(in[g * 4 + t]);
      int k = 0;
      do {
        acc[_occa_exclusive_index].add(util::detail::twice(k));
        ++k;
      } while (k < t);
      s[t] = acc[_occa_exclusive_index].sum;
      if (t == 0) {
        s[4] = 100;
      }
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < (int)Width::Narrow; ++t) {
      _occa_exclusive_index = t;
      int r = 0;
      switch (t) {
        case 0:
          r += 1;
        case 1:
          r += 10;
          break;
        case 2:
          {
            r = util::addK<7>(r);
            break;
          }
        default:
          r = -1;
      }
      out[g * 4 + t] = acc[_occa_exclusive_index].mean() * 1000 + s[(t + 1) % 4] + s[4];
      other[g * 4 + t] = r + acc[_occa_exclusive_index].count * 100;
    }
  }
}
