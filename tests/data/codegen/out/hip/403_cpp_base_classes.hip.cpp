#include <hip/hip_runtime.h>

// Records with base classes, as kernel libraries write them: a chain of plain bases whose
// fields and member functions a derived object uses (`d.count`, `d.bump(2)`, `this->id`,
// `total()` inside a derived member), a constructor initializing its base (`Named(c, 1)`,
// `Counter{c}`), derived objects where a base is expected (passed by reference and by
// pointer, a base pointer to one, assigned to a base object, returned as one), and a class
// template base whose member functions call the derived class's
// (`static_cast<const Derived *>(this)->step()`, `Derived::seed()`).
struct Counter {
  int count;
  __host__ __device__ void bump(int by) {
    count += by;
  }
  __host__ __device__ int get() const {
    return count;
  }
};

struct Named : Counter {
  int id;
  __host__ __device__ Named(int c, int i) : Counter{c}, id(i) {
  }
  __host__ __device__ int total() const {
    return get() + this->id;
  }
  __host__ __device__ void reset() {
    count = 0;
    bump(id);
  }
};

struct Deep : Named {
  int extra;
  __host__ __device__ Deep(int c) : Named(c, 3), extra(5) {
  }
  __host__ __device__ int all() const {
    return total() + extra + count;
  }
};

static __device__ inline int readCount(const Counter &c) {
  return c.get();
}

static __device__ inline int readId(const Named *n) {
  return n->id;
}

static __device__ inline Counter asCounter(const Deep &d) {
  return d;
}

template <typename Derived>
struct Reducer {
  __host__ __device__ int start() const {
    return Derived::seed() + static_cast<const Derived *>(this)->step();
  }
  __host__ __device__ int twice() const {
    return 2 * static_cast<const Derived &>(*this).step();
  }
};

struct Adder : Reducer<Adder> {
  int by;
  __host__ __device__ static int seed() {
    return 100;
  }
  __host__ __device__ int step() const {
    return by;
  }
  __host__ __device__ int both() const {
    return start() + twice();
  }
};

extern "C" __global__ __launch_bounds__(8) void _occa_baseClasses_0(const int n, const int *in, int *out, int *crtp) {
  {
    int _occa_tiled_i = 0 + (8 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
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
