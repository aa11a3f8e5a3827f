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

void Counter__bump(struct Counter *this_, int by) {
  this_->count += by;
}

int Counter__get(const struct Counter *this_) {
  return this_->count;
}

struct Named {
  struct Counter _occa_base;
  int id;
};

struct Named Named__Named(int c, int i) {
  struct Named _occa_self = {0};
  struct Named *this_ = &_occa_self;
  this_->_occa_base = (struct Counter){c};
  this_->id = i;
  return _occa_self;
}

int Named__total(const struct Named *this_) {
  return Counter__get(&this_->_occa_base) + this_->id;
}

void Named__reset(struct Named *this_) {
  this_->_occa_base.count = 0;
  Counter__bump(&this_->_occa_base, this_->id);
}

struct Deep {
  struct Named _occa_base;
  int extra;
};

struct Deep Deep__Deep(int c) {
  struct Deep _occa_self = {0};
  struct Deep *this_ = &_occa_self;
  this_->_occa_base = Named__Named(c, 3);
  this_->extra = 5;
  return _occa_self;
}

int Deep__all(const struct Deep *this_) {
  return Named__total(&this_->_occa_base) + this_->extra + this_->_occa_base._occa_base.count;
}

inline int readCount(const struct Counter c) {
  return Counter__get(&c);
}

inline int readId(const struct Named *n) {
  return n->id;
}

inline struct Counter asCounter(const struct Deep d) {
  return d._occa_base._occa_base;
}

struct _occa_Reducer_Adder {
};

int _occa_Reducer_Adder__start(const struct _occa_Reducer_Adder *this_);

int _occa_Reducer_Adder__twice(const struct _occa_Reducer_Adder *this_);

struct Adder {
  struct _occa_Reducer_Adder _occa_base;
  int by;
};

static int Adder__seed() {
  return 100;
}

int Adder__step(const struct Adder *this_) {
  return this_->by;
}

int Adder__both(const struct Adder *this_) {
  return _occa_Reducer_Adder__start(&this_->_occa_base) + _occa_Reducer_Adder__twice(&this_->_occa_base);
}

int _occa_Reducer_Adder__start(const struct _occa_Reducer_Adder *this_) {
  return Adder__seed() + Adder__step((const struct Adder *)this_);
}

int _occa_Reducer_Adder__twice(const struct _occa_Reducer_Adder *this_) {
  return 2 * Adder__step(&*(const struct Adder *)&*this_);
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_baseClasses_0(const int n, __global const int *in, __global int *out, __global int *crtp) {
  {
    int _occa_tiled_i = 0 + (8 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        struct Deep d = Deep__Deep(in[i]);
        const int before = Deep__all(&d);
        Named__reset(&d._occa_base);
        Counter__bump(&d._occa_base._occa_base, 2);
        const struct Counter *p = &d._occa_base._occa_base;
        struct Counter sliced;
        sliced = d._occa_base._occa_base;
        out[i] = before * 1000 + d._occa_base._occa_base.count * 100 + readCount(d._occa_base._occa_base) * 10 + readId(&d._occa_base) + p->count + 100000 * (sliced.count + asCounter(d).count);
        struct Adder a;
        a.by = in[i];
        crtp[i] = Adder__both(&a) * 1000 + _occa_Reducer_Adder__start(&a._occa_base);
      }
    }
  }
}
