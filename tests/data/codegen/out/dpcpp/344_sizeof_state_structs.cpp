#include <sycl/sycl.hpp>

// `sizeof` where a transpiler that changes how state is stored changes the answer: a padded
// struct (`double` + `char`), a struct of two `short`s and an `int`, `@exclusive` struct
// scalars and struct arrays in a 2-D work-group (one work-item's copy, not the group's),
// `@shared` arrays of structs and their rows, `sizeof` of an expression on `@exclusive`
// members, element counts `sizeof(a) / sizeof(a[0])` as regular loop bounds, and `sizeof` of
// `@exclusive` data outside `@inner` bodies, where it is not evaluated: in the extents of
// another `@exclusive` and of a `@shared` array, and in an `@inner` loop's bound.
typedef struct {
  double w;
  char tag;
} Weighted;

struct Packed {
  short a;
  short b;
  int c;
};

extern "C" void _occa_sizeofStateStructs_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, int *sz, double *val) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 3, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &sw = *sycl::ext::oneapi::group_local_memory_for_overwrite<Weighted[3][4]>(item_.get_group());
          Weighted ew;
          struct Packed ep[5];
          long long cnt;
          int hist[sizeof(cnt) / sizeof(short) - 1];
          auto &pairSum = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[sizeof(cnt) / sizeof(int)]>(item_.get_group());
          {
            int y = 0 + item_.get_local_id(1);
            {
              int x = 0 + item_.get_local_id(2);
              ew.w = b + 0.5 * x;
              ew.tag = (char)(y + 1);
              for (int k = 0; k < (int)(sizeof(ep) / sizeof(ep[0])); ++k) {
                ep[k].a = (short)(k + x);
                ep[k].b = (short)(k * y);
                ep[k].c = k;
              }
              cnt = sizeof(ep) + sizeof(ew);
              for (int k = 0; k < 3; ++k) {
                hist[k] = k * x + y;
              }
              if (x + y == 0) {
                pairSum[0] = 0.5;
                pairSum[1] = 0.25;
              }
              sw[y][x] = ew;
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int y = 0 + item_.get_local_id(1);
            {
              int x = 0 + item_.get_local_id(2);
              const int id = (b * 3 + y) * 4 + x;
              int *o = sz + id * 8;
              o[0] = (int)sizeof(sw);
              o[1] = (int)sizeof(sw[0]);
              o[2] = (int)sizeof(ew);
              o[3] = (int)sizeof(ep);
              o[4] = (int)sizeof(ep[0].a + ep[0].b) + (int)sizeof(ew.tag);
              o[5] = (int)cnt;
              o[6] = (int)sizeof(hist) + 100 * hist[2];
              o[7] = (int)(sizeof(pairSum) * (pairSum[0] + pairSum[1]) * 4);
              double acc = 0.0;
              for (unsigned int k = 0; k < sizeof(ep) / sizeof(*ep); ++k) {
                acc += ep[k].a * 100 + ep[k].b * 10 + ep[k].c;
              }
              val[id * 2] = acc;
              val[id * 2 + 1] = sw[(y + 1) % 3][4 - 1 - x].w * sw[y][x].tag;
            }
          }
        }
      }();
    });
  });
}
