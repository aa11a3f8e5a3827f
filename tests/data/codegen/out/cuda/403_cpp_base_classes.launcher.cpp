#include <occa/core/kernel.hpp>

// Records with base classes, as kernel libraries write them: a chain of plain bases whose
// fields and member functions a derived object uses (`d.count`, `d.bump(2)`, `this->id`,
// `total()` inside a derived member), a constructor initializing its base (`Named(c, 1)`,
// `Counter{c}`), derived objects where a base is expected (passed by reference and by
// pointer, a base pointer to one, assigned to a base object, returned as one), and a class
// template base whose member functions call the derived class's
// (`static_cast<const Derived *>(this)->step()`, `Derived::seed()`).
struct Counter {
  int count;
  void bump(int by) {
    count += by;
  }
  int get() const {
    return count;
  }
};

struct Named : Counter {
  int id;
  Named(int c, int i) : Counter{c}, id(i) {
  }
  int total() const {
    return get() + this->id;
  }
  void reset() {
    count = 0;
    bump(id);
  }
};

struct Deep : Named {
  int extra;
  Deep(int c) : Named(c, 3), extra(5) {
  }
  int all() const {
    return total() + extra + count;
  }
};

inline int readCount(const Counter &c) {
  return c.get();
}

inline int readId(const Named *n) {
  return n->id;
}

inline Counter asCounter(const Deep &d) {
  return d;
}

template <typename Derived>
struct Reducer {
  int start() const {
    return Derived::seed() + static_cast<const Derived *>(this)->step();
  }
  int twice() const {
    return 2 * static_cast<const Derived &>(*this).step();
  }
};

struct Adder : Reducer<Adder> {
  int by;
  static int seed() {
    return 100;
  }
  int step() const {
    return by;
  }
  int both() const {
    return start() + twice();
  }
};

extern "C" void baseClasses(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *in, occa::modeMemory_t *out, occa::modeMemory_t *crtp) {
  {
    const long long _occa_outer_x = (n - 0 + 8 - 1) / 8;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, in, out, crtp);
    }
  }
}
