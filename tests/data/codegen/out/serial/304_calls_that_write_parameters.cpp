#include <utility>

// By-value kernel parameters written through calls oklc does not see the body of: a member
// function that is neither `const` nor `static` (directly, through a member, an overload pair
// with a `const` twin), `std::swap` and `std::exchange`. On a GPU every work-item has its own
// copy of each parameter, so a write by one work-item is invisible to the others.
struct Counter {
  int n;
  int step;
  void bump() {
    n += step;
  }
  int get() const {
    return n;
  }
  static int twice(int v) {
    return 2 * v;
  }
};

struct Pair {
  Counter first;
  int &at() {
    return first.n;
  }
  int at() const {
    return first.n;
  }
};

extern "C" void callsWrite(Counter &c, Pair &p, int &a, int &b, int &e, const Counter &k, int *out) {
  for (int g = 0; g < 2; ++g) {
    for (int t = 0; t < 4; ++t) {
      Counter _occa_param_c = c;
      Pair _occa_param_p = p;
      int _occa_param_a = a;
      int _occa_param_b = b;
      int _occa_param_e = e;
      if (t % 2 == 0) {
        _occa_param_c.bump();
        std::swap(_occa_param_a, _occa_param_b);
        _occa_param_p.first.bump();
      }
      if (t == 3) {
        _occa_param_p.at() = 40;
      }
      const int old = t == 1 ? std::exchange(_occa_param_e, 9) : _occa_param_e;
      out[g * 4 + t] = _occa_param_c.get() * 1000 + _occa_param_a * 100 + _occa_param_b * 10 + _occa_param_e + Counter::twice(k.get()) * 100000;
      out[8 + g * 4 + t] = _occa_param_p.first.n * 100 + old;
    }
  }
}
