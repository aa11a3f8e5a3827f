#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// OCCA example iso3dfd with @shared memory (libocca/occa examples/cpp/25_iso3dfd_okl_shared/
// isokernel.okl, MIT licence) verbatim: a 16th-order 3-D wave stencil; scalar parameters
// declared as references (`int& n1`), an `@outer` loop without an axis whose body declares a
// @shared halo row and holds a nested `@tile(4, @outer)` loop, a uniform `if` on the outer
// iterators around pointer offsets (`float *p = &ptr[halfpad]`) and two @inner loops, halo
// loads of 9 values by the first and last work-items of each WGSX-wide row.
kernel void _occa_iso_kernel_0(device float *ptr_next [[buffer(0)]], device float *ptr_prev [[buffer(1)]], device float *ptr_vel [[buffer(2)]], device float *coeff [[buffer(3)]], constant int &n1 [[buffer(4)]], constant int &n2 [[buffer(5)]], constant int &n3 [[buffer(6)]], constant int &halfpad [[buffer(7)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float xs[8 + 16];
  {
    int iz = 0 + _occa_group_position.y;
    //Compute local index for item in x dimension
    {
      int _occa_tiled_iy = 0 + (4 * _occa_group_position.x);
      for (int iy = _occa_tiled_iy; iy < _occa_tiled_iy + 4; ++iy) {
        if (iy < n2) {
          if (iy >= 8 && iy < n2 - 8 && iz >= 8 && iz < n3 - 8) {
            device float *ptr_nextp = &ptr_next[halfpad];
            device float *ptr_prevp = &ptr_prev[halfpad];
            device float *ptr_velp = &ptr_vel[halfpad];
            const int dimn1n2 = (n1 + 2 * halfpad) * n2;
            //Handle copy of data in the local array on X
            {
              int ix = 0 + _occa_thread_position.x;
              int offset = iz * dimn1n2 + iy * (n1 + 2 * halfpad) + ix;
              int xloc = ix % 8;
              //check if we need to get few elements before/after in the local array
              if (xloc == 0) {
                for (int i = -8; i <= 0; i++) {
                  xs[xloc + i + 8] = ptr_prevp[offset + i];
                }
              } else if (xloc == 8 - 1) {
                for (int i = 0; i <= 8; i++) {
                  xs[xloc + i + 8] = ptr_prevp[offset + i];
                }
              } else {
                xs[xloc + 8] = ptr_prevp[offset];
              }
            }
            threadgroup_barrier(mem_flags::mem_threadgroup);
            {
              int ix = 0 + _occa_thread_position.x;
              int offset = iz * dimn1n2 + iy * (n1 + 2 * halfpad) + ix;
              int xloc = ix % 8;
              float value = 0.0f;
              value += ptr_prevp[offset] * coeff[0];
              for (int ir = 1; ir <= 8; ir++) {
                value += coeff[ir] * (xs[xloc + ir + 8] + xs[xloc - ir + 8]);
                // horizontal
                value += coeff[ir] * (ptr_prevp[offset + ir * (n1 + 2 * halfpad)] + ptr_prevp[offset - ir * (n1 + 2 * halfpad)]);
                // vertical
                value += coeff[ir] * (ptr_prevp[offset + ir * dimn1n2] + ptr_prevp[offset - ir * dimn1n2]);
                // in front / behind
              }
              ptr_nextp[offset] = 2.0f * ptr_prevp[offset] - ptr_nextp[offset] + value * ptr_velp[offset];
            }
            threadgroup_barrier(mem_flags::mem_threadgroup);
          }
        }
      }
    }
  }
}
