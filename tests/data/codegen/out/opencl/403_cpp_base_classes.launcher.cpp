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
};

void Counter__bump(Counter *this_, int by) {
  this_->count += by;
}

int Counter__get(const Counter *this_) {
  return this_->count;
}

struct Named {
  Counter _occa_base;
  int id;
};

Named Named__Named(int c, int i) {
  Named _occa_self = {0};
  Named *this_ = &_occa_self;
  this_->_occa_base = (Counter){c};
  this_->id = i;
  return _occa_self;
}

int Named__total(const Named *this_) {
  return Counter__get(&this_->_occa_base) + this_->id;
}

void Named__reset(Named *this_) {
  this_->_occa_base.count = 0;
  Counter__bump(&this_->_occa_base, this_->id);
}

struct Deep {
  Named _occa_base;
  int extra;
};

Deep Deep__Deep(int c) {
  Deep _occa_self = {0};
  Deep *this_ = &_occa_self;
  this_->_occa_base = Named__Named(c, 3);
  this_->extra = 5;
  return _occa_self;
}

int Deep__all(const Deep *this_) {
  return Named__total(&this_->_occa_base) + this_->extra + this_->_occa_base._occa_base.count;
}

inline int readCount(const Counter c) {
  return Counter__get(&c);
}

inline int readId(const Named *n) {
  return n->id;
}

inline Counter asCounter(const Deep d) {
  return d._occa_base._occa_base;
}

struct _occa_Reducer_Adder {
};

int _occa_Reducer_Adder__start(const _occa_Reducer_Adder *this_);

int _occa_Reducer_Adder__twice(const _occa_Reducer_Adder *this_);

struct Adder {
  _occa_Reducer_Adder _occa_base;
  int by;
};

static int Adder__seed() {
  return 100;
}

int Adder__step(const Adder *this_) {
  return this_->by;
}

int Adder__both(const Adder *this_) {
  return _occa_Reducer_Adder__start(&this_->_occa_base) + _occa_Reducer_Adder__twice(&this_->_occa_base);
}

int _occa_Reducer_Adder__start(const _occa_Reducer_Adder *this_) {
  return Adder__seed() + Adder__step((const Adder *)this_);
}

int _occa_Reducer_Adder__twice(const _occa_Reducer_Adder *this_) {
  return 2 * Adder__step(&*(const Adder *)&*this_);
}

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
