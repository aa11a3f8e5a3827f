#include <sycl/sycl.hpp>

// Struct kernel arguments by value, arrays of structs through pointers (read through `->`,
// `(*p).`, `p[i].`), a struct with bit-fields and nested array members, a union, and an
// `@exclusive` struct copied between `@inner` loops.
typedef struct {
  float w[3];
  int shift;
} stencil_t;

struct Particle {
  float x;
  float v;
  int id;
};

struct Packed {
  unsigned int lo : 4;
  unsigned int hi : 4;
  unsigned int rest : 24;
};

union Bits {
  unsigned int u;
  unsigned char b[4];
};

extern "C" void _occa_structsBitfields_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, stencil_t &st, const struct Particle *parts, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + (4 * item_.get_group(2));
          Particle mine;
          {
            int i = b + item_.get_local_id(2);
            const Particle *p = parts + i;
            mine = *p;
            mine.x = st.w[0] * p->x + st.w[1] * (*p).v + st.w[2] * parts[i].id;
          }
          {
            int i = b + item_.get_local_id(2);
            Packed k;
            k.lo = (unsigned int)(mine.id + 13);
            k.hi = (unsigned int)mine.id;
            k.rest = 0xABCDEFu;
            Bits u;
            u.u = 0;
            u.b[0] = (unsigned char)(k.lo + 16 * k.hi);
            out[i] = (int)mine.x + (int)u.u * 1000 + (int)(k.rest >> 20) * 1000000 + st.shift;
          }
        }
      }();
    });
  });
}
