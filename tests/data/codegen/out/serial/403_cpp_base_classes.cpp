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

extern "C" void baseClasses(const int &n, const int *in, int *out, int *crtp) {
  for (int _occa_tiled_i = 0; _occa_tiled_i < n; _occa_tiled_i += 8) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 8; ++i) {
      if (i < n) {
        Deep d(in[i]);
        const int before = d.all();
        d.reset();
        d.bump(2);
        const Counter *p = &d;
        Counter sliced;
        sliced = d;
        out[i] = before * 1000 + d.count * 100 + readCount(d) * 10 + readId(&d) + p->count + 100000 * (sliced.count + asCounter(d).count);
        Adder a;
        a.by = in[i];
        crtp[i] = a.both() * 1000 + a.start();
      }
    }
  }
}
